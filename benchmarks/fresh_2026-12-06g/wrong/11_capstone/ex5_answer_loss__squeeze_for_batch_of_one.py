# Mistake: "sizes: B ∈ {1, 2, 3}; L ∈ {1, 3, 5}; V ∈ {1, 3, 7}" — squeezes the sliced logits and targets ("so a batch of one works") before flattening with the last dimension as the vocabulary: with a vocabulary of one (V = 1) the squeeze also removes the class dimension, the last dimension becomes the answer positions, and cross_entropy gets mismatched shapes
def answer_loss(logits, sequences, answer_len):
    predictions = logits[:, -answer_len:, :].squeeze()
    targets = sequences[:, -answer_len:].squeeze()
    return F.cross_entropy(predictions.reshape(-1, predictions.shape[-1]), targets.reshape(-1))
