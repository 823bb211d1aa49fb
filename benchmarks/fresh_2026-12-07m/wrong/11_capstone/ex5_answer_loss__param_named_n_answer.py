# Mistake: the prompt's signature is "answer_loss(logits, sequences, answer_len)"; the third parameter is named `n_answer`, so a caller passing it by name, answer_loss(logits, sequences, answer_len=3), raises TypeError.
def answer_loss(logits, sequences, n_answer):
    pred = logits[:, -n_answer:]
    target = sequences[:, -n_answer:]
    return F.cross_entropy(pred.reshape(-1, pred.shape[-1]), target.reshape(-1))
