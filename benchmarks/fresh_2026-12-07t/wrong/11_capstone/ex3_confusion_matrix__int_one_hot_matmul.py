# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device": one_hot(labels).T @ one_hot(predicted) is an int64 matrix product, which the CPU computes but CUDA has no kernel for ("addmm_cuda" not implemented for 'Long'), so on a GPU it raises.
def confusion_matrix(predicted, labels, num_classes):
    truth = F.one_hot(labels.long(), num_classes)        # (N, C) int64
    guess = F.one_hot(predicted.long(), num_classes)
    return truth.T @ guess
