# Right: model.apply with a helper (it visits children before their parent, but leaf Linears come in the same order as in model.modules(), so the same draws land in the same layers), bias zeroed with an in-place fill_ under no_grad.
def _init_one(module):
    if isinstance(module, nn.Linear):
        nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
        if module.bias is not None:
            with torch.no_grad():
                module.bias.fill_(0.0)


def init_weights(model: nn.Module) -> nn.Module:
    model.apply(_init_one)
    return model
