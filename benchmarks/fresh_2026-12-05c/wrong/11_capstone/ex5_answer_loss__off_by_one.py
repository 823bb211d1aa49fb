# Mistake: "mind ... the shift by one: the off-by-one version trains the model to predict each token from itself" — takes the targets from the model's input (sequences[:, :-1]), aligned with the logits instead of shifted by one
def answer_loss(logits, sequences, answer_len):
    inputs = sequences[:, :-1]
    pred = logits[:, -answer_len:].reshape(-1, logits.shape[-1])
    return F.cross_entropy(pred, inputs[:, -answer_len:].reshape(-1))
