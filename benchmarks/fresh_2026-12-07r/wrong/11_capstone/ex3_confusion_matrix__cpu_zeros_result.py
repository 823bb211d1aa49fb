# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" -- builds the matrix with torch.zeros(C, C) on the default device and scatters the inputs' counts into it, which fails (or lands on the CPU) for inputs on an accelerator.
def confusion_matrix(predicted, labels, num_classes):
    out = torch.zeros(num_classes * num_classes, dtype=torch.int64)
    idx = labels.to(torch.int64) * num_classes + predicted.to(torch.int64)
    out.scatter_add_(0, idx.cpu(), torch.ones_like(idx).cpu())
    return out.view(num_classes, num_classes)
