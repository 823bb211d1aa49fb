# Mistake: "leave it, x and y as you found them (weights, the mode of every submodule, grad mode)": the check switches to eval() and puts back only the top-level flag with model.train(was_training), so a train-mode model whose Dropout is in eval mode (as the list allows) comes back with that Dropout in train mode.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    valid = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not valid.all():
        problems.add("labels_out_of_range")
    was_training = model.training
    model.eval()
    with torch.no_grad():
        logits = model(x)
    model.train(was_training)
    if tuple(logits.shape) != (len(x), num_classes):
        problems.add("bad_output_shape")
        return problems
    keep = finite & valid
    if keep.any():
        loss = F.cross_entropy(logits[keep], y[keep]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
