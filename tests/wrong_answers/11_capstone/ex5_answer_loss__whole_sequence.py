# Diagnosis: prompt-in-loss
# Pitfall: the loss covers the prompt too, so the model is trained to guess random digits.
def answer_loss(logits, sequences, answer_len):
    targets = sequences[:, 1:]
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1))
