# Mistake: "Run the model without recording a graph" — runs the forward with autograd on and detaches the logits afterwards: the graph is recorded during the forward pass all the same
import math


def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    if not bool(finite.all()):
        problems.add("nonfinite_inputs")
    if not bool(in_range.all()):
        problems.add("labels_out_of_range")
    logits = model(x).detach()
    if logits.shape != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
        return problems
    usable = finite & in_range
    if usable.any():
        loss = F.cross_entropy(logits[usable], y[usable])
        if abs(loss.item() - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
