# Right: writes the cross-entropy by hand as logsumexp(scores) - score of the target (gathered), with narrow() selecting the answer predictions, averaged over batch and tokens.
def answer_loss(logits, sequences, answer_len):
    length = logits.shape[1]
    scores = logits.narrow(1, length - answer_len, answer_len)            # predictions of the answer
    targets = sequences.narrow(1, sequences.shape[1] - answer_len, answer_len)
    target_scores = scores.gather(2, targets.unsqueeze(2)).squeeze(2)
    return (torch.logsumexp(scores, dim=2) - target_scores).mean()
