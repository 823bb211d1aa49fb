# Right: by hand: log_softmax over the vocabulary of the last answer_len logits, gather of each target's log-probability (int64 index, unsqueeze(-1)), and the negative mean over batch and tokens.
def answer_loss(logits, sequences, answer_len):
    log_probs = torch.log_softmax(logits[:, logits.shape[1] - answer_len:, :], dim=-1)
    targets = sequences[:, sequences.shape[1] - answer_len:].long().unsqueeze(-1)
    return -log_probs.gather(-1, targets).squeeze(-1).mean()
