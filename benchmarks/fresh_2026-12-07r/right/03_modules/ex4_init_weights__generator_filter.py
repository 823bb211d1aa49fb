# Right: collects the Linear layers first with a filter, leaves mode at its default, and zeroes the bias with torch.no_grad + fill_.
def init_weights(model: nn.Module) -> nn.Module:
    linears = [m for m in model.modules() if isinstance(m, nn.Linear)]
    for layer in linears:
        nn.init.kaiming_normal_(layer.weight, nonlinearity="relu")
        if layer.bias is not None:
            with torch.no_grad():
                layer.bias.fill_(0)
    return model
