# Mistake: "leave it, x and y as you found them (weights, the mode of every submodule, grad mode)" — switches to eval() and restores only the top-level flag with model.train(was_training), which puts the Dropout the caller set to eval back in train mode.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not in_range.all():
        problems.add("labels_out_of_range")
    was_training = model.training
    model.eval()
    with torch.no_grad():
        out = model(x)
    model.train(was_training)
    if out.shape != (len(x), num_classes):
        problems.add("bad_output_shape")
    else:
        ok = finite & in_range
        if ok.any():
            loss = F.cross_entropy(out[ok], y[ok]).item()
            if abs(loss - math.log(num_classes)) > tol:
                problems.add("initial_loss_off")
    return problems
