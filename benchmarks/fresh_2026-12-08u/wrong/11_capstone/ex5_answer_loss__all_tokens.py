# Mistake: "the mean cross-entropy ... of the predictions of the last answer_len tokens of sequences" and "only the logits predicting answer tokens receive a gradient" — the shift by one is right but the loss covers every next-token prediction, answer_len unused; equal on perfect and uniform logits, wrong otherwise, and the prompt's logits get gradients.
def answer_loss(logits, sequences, answer_len):
    return F.cross_entropy(logits.transpose(1, 2), sequences[:, 1:])
