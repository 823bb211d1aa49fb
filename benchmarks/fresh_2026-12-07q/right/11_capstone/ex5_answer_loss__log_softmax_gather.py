# Right: writes the cross-entropy by hand as minus the gathered log_softmax of the target tokens (reshape, not view), averaged over all batch x answer positions.
def answer_loss(logits, sequences, answer_len):
    preds = logits[:, logits.shape[1] - answer_len:]
    targets = sequences[:, sequences.shape[1] - answer_len:]
    logp = preds.log_softmax(dim=-1)
    picked = logp.gather(-1, targets.unsqueeze(-1)).squeeze(-1)
    return -picked.mean()
