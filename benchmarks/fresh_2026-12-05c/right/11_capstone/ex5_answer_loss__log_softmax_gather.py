# Right: computes the cross-entropy by hand: log_softmax over the vocabulary, gather of each target's log-probability, negative mean over batch and answer tokens; differentiable, only the answer-predicting logits get a gradient
def answer_loss(logits, sequences, answer_len):
    logp = torch.log_softmax(logits[:, logits.shape[1] - answer_len:], dim=-1)
    target = sequences[:, sequences.shape[1] - answer_len:].unsqueeze(-1)
    return -logp.gather(-1, target).squeeze(-1).mean()
