# Mistake: "Do it without a Python loop over the samples ... (fewer than 300 [tensor operations] for 3,000 samples of 4 classes ...)": each sample is added with one indexing operation in a Python loop, thousands of operations for 3,000 samples.
def confusion_matrix(predicted, labels, num_classes):
    cm = torch.zeros(num_classes, num_classes, dtype=torch.int64, device=labels.device)
    for t, p in zip(labels, predicted):
        cm[t.long(), p.long()] += 1
    return cm
