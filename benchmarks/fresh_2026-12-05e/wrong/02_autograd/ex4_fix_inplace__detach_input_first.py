# Mistake: "every parameter, and the input when it requires a gradient, gets the gradient of the formula above" — `x = x.detach()` at the top ("so x is left untouched") means the input never receives a gradient.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        x = x.detach()
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x)) * self.scale
        out = h * g
        out += x
        return torch.relu_(out)
