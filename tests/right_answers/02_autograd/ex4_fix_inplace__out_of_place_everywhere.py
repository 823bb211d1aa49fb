# Right: no in-place operation at all, written with functional calls.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = torch.add(self.proj(x), 1.0)
        g = torch.mul(torch.sigmoid(self.gate(x)), self.scale)
        return F.relu(torch.addcmul(x, h, g))
