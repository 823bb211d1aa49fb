# Mistake: "`predicted` and `labels` are 1-D tensors of any integer dtype (int64, int32, uint8 ...)" — multiplies one-hot matrices, one_hot(labels).T @ one_hot(predicted); F.one_hot accepts only int64, so int32 or uint8 inputs raise RuntimeError (and integer matmul is not available on CUDA).
def confusion_matrix(predicted, labels, num_classes):
    truth = F.one_hot(labels, num_classes)          # (N, C)
    guess = F.one_hot(predicted, num_classes)       # (N, C)
    return truth.T @ guess
