# Right: the cross-entropy written out: log_softmax over the vocabulary of the last answer_len predicted positions, the log-probability of each next token picked with gather, negated and averaged over batch and tokens
def answer_loss(logits, sequences, answer_len):
    log_probs = torch.log_softmax(logits[:, -answer_len:, :], dim=-1)
    targets = sequences[:, 1:][:, -answer_len:]
    picked = log_probs.gather(-1, targets.unsqueeze(-1)).squeeze(-1)
    return -picked.mean()
