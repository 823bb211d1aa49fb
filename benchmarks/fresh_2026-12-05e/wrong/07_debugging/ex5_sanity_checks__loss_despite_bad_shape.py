# Mistake: "Compute it only over the examples whose inputs are finite and whose labels are in range (skip it when there are none, or when the output shape is wrong)" — computes the loss whenever the logits are 2-D, also when they have one output too many, and adds "initial_loss_off" on top of "bad_output_shape"
import math


def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not in_range.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
        if tuple(logits.shape) != (x.shape[0], num_classes):
            problems.add("bad_output_shape")
        usable = finite & in_range
        if logits.dim() == 2 and usable.any():
            loss = F.cross_entropy(logits[usable], y[usable]).item()
            if abs(loss - math.log(num_classes)) > tol:
                problems.add("initial_loss_off")
    return problems
