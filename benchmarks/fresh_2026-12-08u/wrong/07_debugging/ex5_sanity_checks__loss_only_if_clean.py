# Mistake: '"initial_loss_off": ... Compute it only over the examples whose inputs are finite and whose labels are in range (skip it when there are none, or when the output shape is wrong)': it skips the loss check whenever any other problem was found, so a batch with one bad label (or one NaN example) on a model whose output layer is 30 times too large reports only the data problem and misses "initial_loss_off".
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    good_inputs = torch.isfinite(x).flatten(1).all(dim=1)
    good_labels = (y >= 0) & (y < num_classes)
    if not bool(good_inputs.all()):
        problems.add("nonfinite_inputs")
    if not bool(good_labels.all()):
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if logits.shape != (len(x), num_classes):
        problems.add("bad_output_shape")
    if not problems:                          # data and model are clean: now the loss means something
        loss = F.cross_entropy(logits, y).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
