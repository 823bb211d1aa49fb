# Mistake: "skip it when there are none" (no usable example: no loss to check) -- computes the loss over an empty selection (NaN) and reports "initial_loss_off" because NaN is not within tol.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    row_finite = torch.isfinite(x.reshape(len(x), -1)).all(1) if x.numel() else torch.ones(len(x), dtype=torch.bool)
    if not row_finite.all():
        problems.add("nonfinite_inputs")
    label_ok = (y >= 0) & (y <= num_classes - 1)
    if not label_ok.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if logits.shape != torch.Size([len(x), num_classes]):
        problems.add("bad_output_shape")
        return problems
    use = row_finite & label_ok
    loss = F.cross_entropy(logits[use], y[use]).item()
    if not abs(loss - math.log(num_classes)) <= tol:
        problems.add("initial_loss_off")
    return problems
