# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — the matrix is torch.zeros on the CPU filled from counts computed on the inputs' device: on a GPU the result is a CPU tensor (and each fill syncs)
import torch


def confusion_matrix(predicted, labels, num_classes):
    cm = torch.zeros(num_classes, num_classes, dtype=torch.int64)
    for t in range(num_classes):
        is_t = labels == t
        for p in range(num_classes):
            cm[t, p] = (is_t & (predicted == p)).sum()
    return cm
