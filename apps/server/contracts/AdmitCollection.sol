// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";

/**
 * One Admit collection: an ERC-721 whose tokens are minted and moved by the platform's operator key
 * for the custodial wallets that hold them, with the collection's royalty (ERC-2981) and its rules on
 * chain. A token id is the token's serial within the collection (the number on the card); a token
 * may carry an unlock time (its doors' open date), before which only the operator can move it, and
 * a collection that does not allow transfers lets only the operator move its tokens (refunds,
 * support). Metadata is served by the platform at `baseURI + tokenId` and names no attendee.
 */
contract AdmitCollection is ERC721, ERC2981 {
    /// The platform's operator: the only minter, burner and mover of custodial tokens.
    address public immutable operator;
    /// The collection lets holders transfer their tokens (the catalogue's `transferYn`).
    bool public transferable;
    string private baseTokenURI;
    /// Unix time before which a token moves only by the operator (0: never locked).
    mapping(uint256 tokenId => uint64) public unlockAt;

    error NotOperator(address caller);
    error TokenLocked(uint256 tokenId, uint64 unlockAt);
    error TransfersDisabled();

    event TransferableChanged(bool transferable);
    event UnlockAtChanged(uint256 indexed tokenId, uint64 unlockAt);

    modifier onlyOperator() {
        if (msg.sender != operator) revert NotOperator(msg.sender);
        _;
    }

    constructor(
        string memory name_,
        string memory symbol_,
        address operator_,
        string memory baseURI_,
        bool transferable_,
        address royaltyReceiver,
        uint96 royaltyBps
    ) ERC721(name_, symbol_) {
        operator = operator_;
        baseTokenURI = baseURI_;
        transferable = transferable_;
        if (royaltyReceiver != address(0)) _setDefaultRoyalty(royaltyReceiver, royaltyBps);
    }

    /// Mints `tokenId` to `to`; reverts when it exists (a mint can never happen twice).
    function mint(address to, uint256 tokenId, uint64 unlockAt_) external onlyOperator {
        unlockAt[tokenId] = unlockAt_;
        _mint(to, tokenId);
    }

    function burn(uint256 tokenId) external onlyOperator {
        _burn(tokenId);
        delete unlockAt[tokenId];
    }

    /// Moves a custodial token for its holder (a send, a resale, a refund's return).
    function operatorTransfer(address from, address to, uint256 tokenId) external onlyOperator {
        _transfer(from, to, tokenId);
    }

    function setTransferable(bool transferable_) external onlyOperator {
        transferable = transferable_;
        emit TransferableChanged(transferable_);
    }

    function setUnlockAt(uint256 tokenId, uint64 unlockAt_) external onlyOperator {
        unlockAt[tokenId] = unlockAt_;
        emit UnlockAtChanged(tokenId, unlockAt_);
    }

    function setBaseURI(string calldata baseURI_) external onlyOperator {
        baseTokenURI = baseURI_;
    }

    function setRoyalty(address receiver, uint96 bps) external onlyOperator {
        _setDefaultRoyalty(receiver, bps);
    }

    /// Holders' own transfers keep the collection's rules; mints, burns and the operator's moves do not.
    function _update(address to, uint256 tokenId, address auth) internal override returns (address) {
        address from = _ownerOf(tokenId);
        if (from != address(0) && to != address(0) && msg.sender != operator) {
            if (!transferable) revert TransfersDisabled();
            uint64 until = unlockAt[tokenId];
            if (block.timestamp < until) revert TokenLocked(tokenId, until);
        }
        return super._update(to, tokenId, auth);
    }

    function _baseURI() internal view override returns (string memory) {
        return baseTokenURI;
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC721, ERC2981) returns (bool) {
        return super.supportsInterface(interfaceId);
    }
}
