# Mistake: "zeroing `module.bias` without checking for `bias=False` layers, whose `bias` is `None`" — raises AttributeError on a bias-free Linear
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if isinstance(m, nn.Linear):
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            m.bias.data.zero_()
    return model
