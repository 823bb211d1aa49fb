# Mistake: "the mean cross-entropy ... averaged over the batch and those tokens": ignore_index=0 (the usual padding id of a seq2seq template) drops every answer digit 0 from the loss and the mean, although 0 is a real token here.
def answer_loss(logits, sequences, answer_len):
    predictions = logits[:, -answer_len:]
    targets = sequences[:, -answer_len:]
    return F.cross_entropy(predictions.transpose(1, 2), targets, ignore_index=0)
