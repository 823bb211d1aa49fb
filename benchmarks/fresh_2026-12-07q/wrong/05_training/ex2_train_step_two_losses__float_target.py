# Mistake: "`y_reg`: a tensor of shape `(N, R)` in the parts' dtype" and "in the dtype of the parts (float32 or float64)" -- the regression target is cast with y_reg.float(), so with float64 parts the target is rounded to float32 and the gradients and step are off at float64 precision.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class.long())
    loss_b = F.mse_loss(head_b(h), y_reg.float())       # mse wants float targets
    loss = loss_a + loss_b
    loss.backward()
    optimizer.step()
    return loss.item()
