// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/**
 * Payments of Admit orders in the network's native currency (XRP on XRPL EVM), from a customer's
 * own wallet: the wallet calls `pay(orderId)` with the amount as value, and the server confirms the
 * order only from the `Paid` event on chain — the order, the amount and the paying wallet — never
 * from the browser's word. The platform's operator (the owner) refunds to the paying wallet,
 * withdraws what was paid, and may pause payments ("payment paused" in the wallet's screens).
 * A plain transfer without an order is refused: money is never received without saying what for.
 * So is a value that is not a whole number of drops (10^12 wei): orders count XRP in drops, and
 * what is below one could be neither charged nor sent back.
 */
contract AdmitPayments is Ownable, Pausable, ReentrancyGuard {
    /// One payment of one order: `payer` sent `amount` (in wei of the native currency).
    event Paid(bytes32 indexed orderId, address indexed payer, uint256 amount);
    /// Money sent back to a paying wallet (an order refunded, a late or wrong payment returned).
    event Refunded(bytes32 indexed orderId, address indexed to, uint256 amount);
    event Withdrawn(address indexed to, uint256 amount);

    /// One drop of XRP (the currency's minor unit) in wei.
    uint256 private constant WEI_PER_DROP = 1e12;

    error NothingPaid();
    error NotWholeDrops();
    error PlainTransferRefused();
    error SendFailed(address to, uint256 amount);

    constructor(address operator) Ownable(operator) {}

    /// Pays `orderId` with the value sent; refused while paused, with no value, or with part of a drop.
    function pay(bytes32 orderId) external payable whenNotPaused {
        if (msg.value == 0) revert NothingPaid();
        if (msg.value % WEI_PER_DROP != 0) revert NotWholeDrops();
        emit Paid(orderId, msg.sender, msg.value);
    }

    /// Sends `amount` back to `to` for `orderId` (the operator's refund; works while paused).
    function refund(bytes32 orderId, address payable to, uint256 amount) external onlyOwner nonReentrant {
        _send(to, amount);
        emit Refunded(orderId, to, amount);
    }

    /// Moves what was paid to the platform's account.
    function withdraw(address payable to, uint256 amount) external onlyOwner nonReentrant {
        _send(to, amount);
        emit Withdrawn(to, amount);
    }

    function pause() external onlyOwner {
        _pause();
    }

    function unpause() external onlyOwner {
        _unpause();
    }

    receive() external payable {
        revert PlainTransferRefused();
    }

    function _send(address payable to, uint256 amount) private {
        (bool sent, ) = to.call{value: amount}("");
        if (!sent) revert SendFailed(to, amount);
    }
}
