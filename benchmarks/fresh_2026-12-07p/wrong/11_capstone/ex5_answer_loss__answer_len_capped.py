# Mistake: "`answer_len`: an integer from 1 to `L`" ("for `answer_len` up to the whole sequence after the first token"): answer_len is capped at L - 1 on the belief that the first logit has nothing to predict, so answer_len = L drops the prediction of token 1 from the mean.
def answer_loss(logits, sequences, answer_len):
    answer_len = min(answer_len, logits.shape[1] - 1) or 1
    predictions = logits[:, -answer_len:]
    targets = sequences[:, -answer_len:]
    return F.cross_entropy(predictions.transpose(1, 2), targets)
