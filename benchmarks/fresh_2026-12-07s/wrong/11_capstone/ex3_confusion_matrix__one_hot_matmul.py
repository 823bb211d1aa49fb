# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" - multiplies two int64 one-hot matrices, which works on the CPU but CUDA has no int64 matrix multiply, so GPU inputs raise.
def confusion_matrix(predicted, labels, num_classes):
    truth = F.one_hot(labels.long(), num_classes)
    guess = F.one_hot(predicted.long(), num_classes)
    return truth.T @ guess
