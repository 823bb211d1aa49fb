# Mistake: "the logits at position `t` predict token `t + 1`" — takes the logits one position too early (logits[:, -answer_len-1:-1]), pairing each answer token with the prediction made for the token before it; for answer_len == L the slice is even one position short of the targets
def answer_loss(logits, sequences, answer_len):
    V = logits.shape[-1]
    pred = logits[:, -answer_len - 1:-1, :]
    target = sequences[:, -answer_len:]
    return F.cross_entropy(pred.reshape(-1, V), target.reshape(-1))
