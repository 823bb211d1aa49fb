# Approach: log_softmax and gather, the cross-entropy written out, averaged over every answer token.
def answer_loss(logits, sequences, answer_len):
    log_probs = logits[:, -answer_len:].float().log_softmax(dim=-1)
    targets = sequences[:, -answer_len:].unsqueeze(-1)
    return -log_probs.gather(-1, targets).mean()
