# Right: computes the cross-entropy by hand with log_softmax over the vocabulary and gather of the target's log-probability, on the whole shifted sequence, then averages only the last answer_len positions.
def answer_loss(logits, sequences, answer_len):
    log_probs = logits.log_softmax(dim=-1)                          # (B, L, V)
    targets = sequences[:, 1:].unsqueeze(-1)                        # (B, L, 1): token t + 1 for position t
    picked = log_probs.gather(-1, targets).squeeze(-1)              # (B, L)
    return -picked[:, -answer_len:].mean()
