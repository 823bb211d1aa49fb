# Mistake: probability targets, F.one_hot(targets).float(): one_hot sizes the classes by the largest target, not the vocabulary, and float32 targets do not match float64 logits.
def answer_loss(logits, sequences, answer_len):
    predictions = logits[:, -answer_len:]
    targets = F.one_hot(sequences[:, -answer_len:]).float()
    return F.cross_entropy(predictions.reshape(-1, predictions.shape[-1]),
                           targets.reshape(-1, targets.shape[-1]))
