# Mistake: "`predicted` and `labels` are 1-D tensors of any integer dtype (int64, int32, uint8 ...)" - F.one_hot accepts only int64 tensors, so int32 or uint8 inputs raise an error (and an int64 matmul is not implemented on CUDA either).
def confusion_matrix(predicted, labels, num_classes):
    truth = F.one_hot(labels, num_classes)
    guess = F.one_hot(predicted, num_classes)
    return truth.T @ guess
