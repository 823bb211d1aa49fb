# Mistake: ""initial_loss_off": ... Compute it only over the examples whose inputs are finite and whose labels are in range (skip it when there are none, or when the output shape is wrong)": the loss check is skipped whenever any other problem was found, so a model whose output layer is 30 times too large, given a batch with one bad label or one NaN example, is not reported as "initial_loss_off".
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    valid = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not valid.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if tuple(logits.shape) != (len(x), num_classes):
        problems.add("bad_output_shape")
    if problems:
        return problems                       # fix the data first; the loss would be meaningless
    loss = F.cross_entropy(logits, y).item()
    if abs(loss - math.log(num_classes)) > tol:
        problems.add("initial_loss_off")
    return problems
