// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC4906} from "@openzeppelin/contracts/interfaces/IERC4906.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";

/// ERC-5192 (minimal soulbound): whether a token's holder may transfer it.
interface IERC5192 {
    event Locked(uint256 tokenId);
    event Unlocked(uint256 tokenId);

    function locked(uint256 tokenId) external view returns (bool);
}

/**
 * One Admit collection: an ERC-721 whose tokens are minted and moved by the platform's operators
 * for the custodial wallets that hold them, with the collection's royalty (ERC-2981) and its rules on
 * chain. A token id is the token's serial within the collection (the number on the card); a token
 * may carry an unlock time (its doors' open date), before which only an operator can move it, and
 * a collection that does not allow transfers lets only an operator move its tokens (refunds,
 * support). Metadata is served by the platform at `baseURI + tokenId` and names no attendee.
 *
 * Operators are a role, not a fixed address (AccessControl): the platform's key can be rotated —
 * the admin grants OPERATOR_ROLE and DEFAULT_ADMIN_ROLE to the new key and the old one renounces
 * them — without redeploying the collection. A ticket on resale waits in escrow at this contract's
 * own address, which no rotation changes.
 */
contract AdmitCollection is ERC721, ERC2981, AccessControl, IERC4906, IERC5192 {
    /// Mints, burns and moves custodial tokens, and changes the collection's settings.
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");

    /// The collection lets holders transfer their tokens (the catalogue's `transferYn`).
    bool public transferable;
    string private baseTokenURI;
    /// Unix time before which a token moves only by an operator (0: never locked).
    mapping(uint256 tokenId => uint64) public unlockAt;

    error TokenLocked(uint256 tokenId, uint64 unlockAt);
    error TransfersDisabled();

    event TransferableChanged(bool transferable);
    event UnlockAtChanged(uint256 indexed tokenId, uint64 unlockAt);

    constructor(
        string memory name_,
        string memory symbol_,
        address admin,
        string memory baseURI_,
        bool transferable_,
        address royaltyReceiver,
        uint96 royaltyBps
    ) ERC721(name_, symbol_) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(OPERATOR_ROLE, admin);
        baseTokenURI = baseURI_;
        transferable = transferable_;
        if (royaltyReceiver != address(0)) _setDefaultRoyalty(royaltyReceiver, royaltyBps);
    }

    /// Where a listed token waits: the contract itself (only an operator can move it out).
    function escrow() external view returns (address) {
        return address(this);
    }

    /// Mints `tokenId` to `to`; reverts when it exists (a mint can never happen twice).
    function mint(address to, uint256 tokenId, uint64 unlockAt_) external onlyRole(OPERATOR_ROLE) {
        unlockAt[tokenId] = unlockAt_;
        _mint(to, tokenId);
        if (locked(tokenId)) emit Locked(tokenId);
    }

    function burn(uint256 tokenId) external onlyRole(OPERATOR_ROLE) {
        _burn(tokenId);
        delete unlockAt[tokenId];
    }

    /// Moves a custodial token for its holder (a send, a resale, a refund's return, into and out of escrow).
    function operatorTransfer(address from, address to, uint256 tokenId) external onlyRole(OPERATOR_ROLE) {
        _transfer(from, to, tokenId);
    }

    /// Every token's lock and metadata may change with it: readers ask `locked` again.
    function setTransferable(bool transferable_) external onlyRole(OPERATOR_ROLE) {
        transferable = transferable_;
        emit TransferableChanged(transferable_);
        emit BatchMetadataUpdate(0, type(uint256).max);
    }

    function setUnlockAt(uint256 tokenId, uint64 unlockAt_) external onlyRole(OPERATOR_ROLE) {
        bool was = locked(tokenId);
        unlockAt[tokenId] = unlockAt_;
        emit UnlockAtChanged(tokenId, unlockAt_);
        bool now_ = locked(tokenId);
        if (now_ && !was) emit Locked(tokenId);
        if (was && !now_) emit Unlocked(tokenId);
        emit MetadataUpdate(tokenId);
    }

    function setBaseURI(string calldata baseURI_) external onlyRole(OPERATOR_ROLE) {
        baseTokenURI = baseURI_;
        emit BatchMetadataUpdate(0, type(uint256).max);
    }

    /// The platform changed what the tokens' metadata says (the collection's name, image, date).
    function metadataChanged(uint256 fromTokenId, uint256 toTokenId) external onlyRole(OPERATOR_ROLE) {
        if (fromTokenId == toTokenId) emit MetadataUpdate(fromTokenId);
        else emit BatchMetadataUpdate(fromTokenId, toTokenId);
    }

    function setRoyalty(address receiver, uint96 bps) external onlyRole(OPERATOR_ROLE) {
        _setDefaultRoyalty(receiver, bps);
    }

    /**
     * ERC-5192: the token's holder cannot transfer it — the collection allows no transfers, or its
     * unlock time has not come. A time lock ends without an event (no transaction marks the moment):
     * `locked` is the answer.
     */
    function locked(uint256 tokenId) public view returns (bool) {
        _requireOwned(tokenId);
        return !transferable || block.timestamp < unlockAt[tokenId];
    }

    /// Holders' own transfers keep the collection's rules; mints, burns and the operators' moves do not.
    function _update(address to, uint256 tokenId, address auth) internal override returns (address) {
        address from = _ownerOf(tokenId);
        if (from != address(0) && to != address(0) && !hasRole(OPERATOR_ROLE, msg.sender)) {
            if (!transferable) revert TransfersDisabled();
            uint64 until = unlockAt[tokenId];
            if (block.timestamp < until) revert TokenLocked(tokenId, until);
        }
        return super._update(to, tokenId, auth);
    }

    function _baseURI() internal view override returns (string memory) {
        return baseTokenURI;
    }

    function supportsInterface(bytes4 interfaceId)
        public
        view
        override(ERC721, ERC2981, AccessControl, IERC165)
        returns (bool)
    {
        return
            // ERC-4906's id is fixed by the standard (its interface has events only: no selector to XOR).
            interfaceId == bytes4(0x49064906) ||
            interfaceId == type(IERC5192).interfaceId ||
            super.supportsInterface(interfaceId);
    }
}
