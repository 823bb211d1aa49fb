# Mistake: "the logits at position t predict token t + 1" — shifts the logits one step too far back (positions L - A - 1 .. L - 2), predicting each answer token from two tokens earlier; also fails when answer_len == L
def answer_loss(logits, sequences, answer_len):
    L = logits.shape[1]
    pred = logits[:, L - answer_len - 1:L - 1]
    return F.cross_entropy(pred.reshape(-1, logits.shape[-1]), sequences[:, -answer_len:].reshape(-1))
