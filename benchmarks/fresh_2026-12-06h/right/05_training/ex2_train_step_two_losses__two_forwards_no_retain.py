# Right: avoids retain_graph by running the shared trunk once per loss (the parts are in eval-frozen BatchNorm/Dropout or plain Linear, so both forwards are identical and stateless); the two backward calls accumulate into the cleared .grad, then one step().
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad(set_to_none=True)
    loss_a = F.cross_entropy(head_a(torch.relu(shared(x))), y_class)
    loss_a.backward()
    loss_b = F.mse_loss(head_b(torch.relu(shared(x))), y_reg)
    loss_b.backward()
    optimizer.step()
    return loss_a.item() + loss_b.item()
