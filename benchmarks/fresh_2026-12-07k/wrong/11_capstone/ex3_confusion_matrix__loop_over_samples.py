# Mistake: "Do it without a Python loop over the samples ... a loop over the samples or turning the inputs into Python lists is not [fine]": this turns both tensors into lists and counts sample by sample (thousands of tensor operations for 3,000 samples).
def confusion_matrix(predicted, labels, num_classes):
    cm = torch.zeros(num_classes, num_classes, dtype=torch.int64, device=labels.device)
    for t, p in zip(labels.tolist(), predicted.tolist()):
        cm[t, p] += 1
    return cm
