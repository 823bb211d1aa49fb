# Mistake: "leave it, `x` and `y` as you found them (weights, the mode of every submodule, grad mode)" — puts the model in eval mode for a deterministic check and leaves it there, so a model that arrived in training mode leaves in eval mode
import math


def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    model.eval()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not in_range.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if logits.shape != (len(x), num_classes):
        problems.add("bad_output_shape")
    else:
        usable = finite & in_range
        if usable.any():
            loss = F.cross_entropy(logits[usable], y[usable]).item()
            if abs(loss - math.log(num_classes)) > tol:
                problems.add("initial_loss_off")
    return problems
