# Mistake: "the mean cross-entropy ... of the predictions of the last `answer_len` tokens" (V from 1 to 7): the targets are one-hot encoded with F.one_hot(targets) without num_classes, whose width is the largest target + 1; when the largest vocabulary ids do not occur among the answer targets it is narrower than V and either fails or, at width 1, broadcasts and sums the log-probabilities of every class.
def answer_loss(logits, sequences, answer_len):
    log_probs = logits[:, -answer_len:].log_softmax(dim=-1)
    targets = F.one_hot(sequences[:, -answer_len:])
    return -(targets * log_probs).sum(dim=-1).mean()
