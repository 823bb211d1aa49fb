# Mistake: "for float32 or float64 logits in any memory layout" — flattens the answer slice with .view(-1, V): slicing the positions leaves a tensor whose batch and position dimensions cannot be merged without a copy, so view raises whenever B > 1 and answer_len < L (and on transposed logits)
def answer_loss(logits, sequences, answer_len):
    V = logits.shape[-1]
    pred = logits[:, -answer_len:, :].view(-1, V)
    target = sequences[:, -answer_len:].reshape(-1)
    return F.cross_entropy(pred, target)
