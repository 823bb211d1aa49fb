# Mistake: "leave it, x and y as you found them (weights, the mode of every submodule, grad mode)": the model is put in eval() for the check and restored with model.train(was_training), which switches a Dropout that was in eval mode inside a train-mode model back to train mode.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    ok_inputs = x.flatten(1).isfinite().all(dim=1)
    ok_labels = (y >= 0) & (y < num_classes)
    if not ok_inputs.all():
        problems.add("nonfinite_inputs")
    if not ok_labels.all():
        problems.add("labels_out_of_range")
    was_training = model.training
    model.eval()
    try:
        with torch.no_grad():
            out = model(x)
    finally:
        model.train(was_training)
    if tuple(out.shape) != (len(x), num_classes):
        problems.add("bad_output_shape")
    else:
        keep = ok_inputs & ok_labels
        if keep.any():
            loss = F.cross_entropy(out[keep], y[keep]).item()
            if abs(loss - math.log(num_classes)) > tol:
                problems.add("initial_loss_off")
    return problems
