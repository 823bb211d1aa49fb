# Mistake: '"bad_output_shape": model(x) is not of shape (N, num_classes)' with a model whose "output reshaped to (N, 1, num_classes)": it checks only the last dimension, so an (N, 1, num_classes) output is accepted as right, and the loss is then taken on a 3-D output (cross_entropy reads dimension 1 as the classes and raises), crashing instead of reporting "bad_output_shape".
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    if not finite.all():
        problems.add("nonfinite_inputs")
    labels_ok = (y >= 0) & (y < num_classes)
    if not labels_ok.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
    if out.shape[-1] != num_classes:
        problems.add("bad_output_shape")
        return problems
    usable = finite & labels_ok
    if usable.any():
        loss = F.cross_entropy(out[usable], y[usable]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
