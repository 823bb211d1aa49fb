# Right: loops over named_modules() (the same modules, same order as modules()), filters with isinstance(nn.Linear), fills weight and bias in place under no_grad (nn.init already does, this is harmless), touches neither requires_grad nor modes, and returns the same model object.
def init_weights(model: nn.Module) -> nn.Module:
    linears = [m for _, m in model.named_modules() if isinstance(m, nn.Linear)]
    with torch.no_grad():
        for layer in linears:
            nn.init.kaiming_normal_(layer.weight, mode="fan_in", nonlinearity="relu")
            if layer.bias is not None:
                layer.bias.zero_()
    return model
