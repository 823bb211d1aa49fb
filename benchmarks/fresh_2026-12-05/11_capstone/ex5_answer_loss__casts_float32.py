# Mistake: the loss computed on logits.float() "for a stable softmax": float64 logits give a float32 loss.
def answer_loss(logits, sequences, answer_len):
    predictions = logits[:, -answer_len:].float()
    targets = sequences[:, -answer_len:]
    return F.cross_entropy(predictions.reshape(-1, predictions.shape[-1]), targets.reshape(-1))
