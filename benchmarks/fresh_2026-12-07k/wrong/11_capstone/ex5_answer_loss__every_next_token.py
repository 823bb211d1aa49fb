# Mistake: "Only the answer is worth predicting ... the predictions of the last answer_len tokens of sequences" (and "only the logits predicting answer tokens receive a gradient"): this is the usual language-model loss over every next token, so answer_len is ignored and the prompt's digits are trained on too.
def answer_loss(logits, sequences, answer_len):
    vocab = logits.shape[-1]
    return F.cross_entropy(logits.reshape(-1, vocab), sequences[:, 1:].reshape(-1))
