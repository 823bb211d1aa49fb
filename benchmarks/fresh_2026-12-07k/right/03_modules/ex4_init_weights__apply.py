# Right: uses model.apply with a per-module function (children before parents, which gives the same order of Linear layers as model.modules() since nn.Linear has no children) and zeros the bias under no_grad
def init_weights(model: nn.Module) -> nn.Module:
    def init_one(m):
        if isinstance(m, nn.Linear):
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                with torch.no_grad():
                    m.bias.zero_()

    return model.apply(init_one)
