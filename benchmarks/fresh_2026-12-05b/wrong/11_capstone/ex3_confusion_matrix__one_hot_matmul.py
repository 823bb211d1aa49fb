# Mistake: "1-D tensors of any integer dtype (int64, int32, uint8)" -- multiplies one-hot matrices built with F.one_hot, which only accepts int64 tensors (int32 / uint8 inputs raise).
def confusion_matrix(predicted, labels, num_classes):
    truth = F.one_hot(labels, num_classes)
    guess = F.one_hot(predicted, num_classes)
    return truth.T @ guess
