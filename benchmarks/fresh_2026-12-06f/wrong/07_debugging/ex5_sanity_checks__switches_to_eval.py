# Mistake: "leave it, `x` and `y` as you found them (weights, the mode of every submodule, grad mode)" — puts the model in eval mode so the check is deterministic and never puts it back: a model handed over in training mode leaves in eval mode (and would then train without dropout).
import math


def sanity_checks(model, x, y, num_classes, tol=0.5):
    model.eval()
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(1)
    ok_labels = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not ok_labels.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
    if out.shape != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
    elif (finite & ok_labels).any():
        keep = finite & ok_labels
        loss = F.cross_entropy(out[keep], y[keep]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
